//! What an inventory is worth to the greedy bot.

use super::*;

/// [`Karak::vp_half`] of an inventory: treasures 1 VP, the ruby 1.5 VP.
#[inline]
pub(super) fn vp_half_of(inv: &[u8; 9]) -> u16 {
    2 * (u16::from(inv[Item::FallenTreasure.index()]) + u16::from(inv[Item::ChestTreasure.index()]))
        + 3 * u16::from(inv[Item::Ruby.index()])
}

/// Inventory value used for picking up and leaving items.
pub(super) const fn item_value(item: Item, expert: bool) -> f32 {
    match item {
        Item::Daggers => 1.5,
        Item::Sword => 3.0,
        Item::Axe => 4.5,
        Item::MagicFlames => 1.4,
        Item::PortalOfHealing => 1.0,
        Item::Key => 1.2,
        Item::FallenTreasure | Item::ChestTreasure => {
            if expert {
                6.0
            } else {
                3.0
            }
        }
        Item::Ruby => 4.5,
    }
}

/// Which item the bot leaves first among `inv` of the over-full classes.
pub(super) fn weakest_over(inv: &[u8; 9], expert: bool) -> Option<Item> {
    let mut best: Option<(f32, Item)> = None;
    for item in leavable_items(inv, expert) {
        let v = item_value(item, expert);
        if best.is_none_or(|(bv, _)| v < bv) {
            best = Some((v, item));
        }
    }
    best.map(|(_, i)| i)
}

/// Memo entries of [`settled_value`] (direct-mapped by a hash of the inventory).
pub(super) const SETTLED_SLOTS: usize = 1024;

/// Total value of an inventory after leaving the weakest items until it fits.
pub(super) fn settled_value(inv: [u8; 9], expert: bool) -> f32 {
    if !any_leavable(&inv, expert) {
        return raw_value(&inv, expert);
    }
    if expert {
        return settled_value_by_leaving(inv, expert);
    }
    // Normal game: a class's slots do not depend on the other classes, so leaving the weakest
    // item of the over-full classes one at a time ends with each class keeping its strongest
    // items (every class's items have distinct values): the same inventory, so the same sum.
    let mut kept = inv;
    let mut cut = |items: &[Item], slots: u8| {
        let held: u8 = items.iter().map(|i| inv[i.index()]).sum();
        let mut excess = held.saturating_sub(slots);
        // Weakest first.
        for i in items {
            let n = kept[i.index()].min(excess);
            kept[i.index()] -= n;
            excess -= n;
        }
    };
    cut(&[Item::Daggers, Item::Sword, Item::Axe], WEAPON_SLOTS);
    cut(&[Item::PortalOfHealing, Item::MagicFlames], SPELL_SLOTS);
    cut(&[Item::Key], KEY_SLOTS);
    debug_assert_eq!(
        raw_value(&kept, expert).to_bits(),
        settled_value_by_leaving(inv, expert).to_bits()
    );
    raw_value(&kept, expert)
}

/// [`settled_value`] by leaving the weakest leavable item until none is left.
pub(super) fn settled_value_by_leaving(mut inv: [u8; 9], expert: bool) -> f32 {
    for _ in 0..64 {
        match weakest_over(&inv, expert) {
            Some(item) => inv[item.index()] -= 1,
            None => break,
        }
    }
    raw_value(&inv, expert)
}

/// Sum of the item values of an inventory (no slot limits).
pub(super) fn raw_value(inv: &[u8; 9], expert: bool) -> f32 {
    // `item_value` of every item (index order), normal and expert, so that the sum below is
    // a table lookup per item (same terms in the same order as summing over `ITEMS`).
    pub(super) const VALUES: [[f32; 9]; 2] = {
        let mut v = [[0.0; 9]; 2];
        let mut i = 0;
        while i < 9 {
            v[0][i] = item_value(ITEMS[i], false);
            v[1][i] = item_value(ITEMS[i], true);
            i += 1;
        }
        v
    };
    inv.iter()
        .zip(&VALUES[usize::from(expert)])
        .map(|(&n, &v)| f32::from(n) * v)
        .sum()
}
