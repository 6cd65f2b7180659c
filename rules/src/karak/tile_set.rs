//! [`TileSet`]: a set of tiles of one board, named by their indices.

use super::data::TILE_COUNT;

// Every tile index of a board fits in the 128 bits.
const _: () = assert!(TILE_COUNT <= 128);

/// A set of tiles of one board, by tile index (order of placement): bit `i` stands for tile
/// `i`. One machine word pair, so the bot's search and the board's step sets combine whole sets
/// at once (union, intersection, difference) instead of visiting tiles one by one.
///
/// Tile indices are below [`TILE_COUNT`] (80); an index of 128 or more names tile `index % 128`
/// (debug builds assert that it never happens).
///
/// # Examples
/// ```
/// use rules::karak::TileSet;
///
/// let mut a = TileSet::single(3);
/// a.insert(7);
/// let b = TileSet::single(7) | TileSet::single(9);
/// assert_eq!((a & b).iter().collect::<Vec<_>>(), vec![7]);
/// assert_eq!(a.minus(b), TileSet::single(3));
/// assert_eq!((a | b).len(), 3);
/// assert_eq!((a | b).first(), Some(3));
/// assert!(TileSet::EMPTY.is_empty());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TileSet(u128);

/// `SINGLE[i]` is the set of tile `i` alone: a table lookup is cheaper than a variable 128-bit
/// shift, and the bot's search builds many single sets. Constant data (a `static` so that the
/// table is not copied at each use).
static SINGLE: [u128; 128] = {
    let mut t = [0u128; 128];
    let mut i = 0;
    while i < 128 {
        t[i] = 1 << i;
        i += 1;
    }
    t
};

impl TileSet {
    /// No tile.
    pub const EMPTY: TileSet = TileSet(0);

    /// The set of tile `tile` alone.
    #[inline]
    pub fn single(tile: u8) -> TileSet {
        debug_assert!(tile < 128, "tile index {tile} out of a tile set's range");
        TileSet(SINGLE[(tile & 127) as usize])
    }

    /// Whether `tile` is in the set.
    #[inline]
    pub fn contains(self, tile: u8) -> bool {
        self.0 & Self::single(tile).0 != 0
    }

    /// Adds `tile`.
    #[inline]
    pub fn insert(&mut self, tile: u8) {
        self.0 |= Self::single(tile).0;
    }

    /// Takes `tile` out.
    #[inline]
    pub fn remove(&mut self, tile: u8) {
        self.0 &= !Self::single(tile).0;
    }

    /// The tiles of `self` that are not in `other`.
    #[inline]
    pub fn minus(self, other: TileSet) -> TileSet {
        TileSet(self.0 & !other.0)
    }

    /// Whether the set has no tile.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The number of tiles.
    #[inline]
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The smallest tile index, `None` for the empty set.
    #[inline]
    pub fn first(self) -> Option<u8> {
        (self.0 != 0).then(|| self.0.trailing_zeros() as u8)
    }

    /// The tile indices, smallest first.
    #[inline]
    pub fn iter(self) -> TileSetIter {
        TileSetIter(self.0)
    }
}

impl std::ops::BitOr for TileSet {
    type Output = TileSet;
    /// The union.
    #[inline]
    fn bitor(self, other: TileSet) -> TileSet {
        TileSet(self.0 | other.0)
    }
}

impl std::ops::BitOrAssign for TileSet {
    #[inline]
    fn bitor_assign(&mut self, other: TileSet) {
        self.0 |= other.0;
    }
}

impl std::ops::BitAnd for TileSet {
    type Output = TileSet;
    /// The intersection.
    #[inline]
    fn bitand(self, other: TileSet) -> TileSet {
        TileSet(self.0 & other.0)
    }
}

impl std::ops::BitAndAssign for TileSet {
    #[inline]
    fn bitand_assign(&mut self, other: TileSet) {
        self.0 &= other.0;
    }
}

impl IntoIterator for TileSet {
    type Item = u8;
    type IntoIter = TileSetIter;
    #[inline]
    fn into_iter(self) -> TileSetIter {
        self.iter()
    }
}

impl FromIterator<u8> for TileSet {
    fn from_iter<I: IntoIterator<Item = u8>>(tiles: I) -> TileSet {
        let mut set = TileSet::EMPTY;
        for t in tiles {
            set.insert(t);
        }
        set
    }
}

/// The tile indices of a [`TileSet`], smallest first ([`TileSet::iter`]).
#[derive(Clone, Debug)]
pub struct TileSetIter(u128);

impl Iterator for TileSetIter {
    type Item = u8;
    #[inline]
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let t = self.0.trailing_zeros() as u8;
        // Clears the lowest set bit.
        self.0 &= self.0 - 1;
        Some(t)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for TileSetIter {}

#[cfg(test)]
mod tests {
    use super::TileSet;

    #[test]
    fn set_operations() {
        let a: TileSet = [0u8, 5, 79, 127].into_iter().collect();
        assert_eq!(a.len(), 4);
        assert!(a.contains(79) && a.contains(127) && !a.contains(1));
        assert_eq!(a.iter().collect::<Vec<_>>(), vec![0, 5, 79, 127]);
        let mut b = a;
        b.remove(0);
        b.remove(0);
        b.insert(6);
        assert_eq!(b.first(), Some(5));
        assert_eq!((a & b).iter().collect::<Vec<_>>(), vec![5, 79, 127]);
        assert_eq!((a | b).len(), 5);
        assert_eq!(a.minus(b), TileSet::single(0));
        assert_eq!(b.minus(a), TileSet::single(6));
        assert!(a.minus(a).is_empty());
        assert_eq!(TileSet::EMPTY.first(), None);
        assert_eq!(TileSet::EMPTY.iter().len(), 0);
    }
}
