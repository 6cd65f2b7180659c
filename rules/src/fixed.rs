//! A tiny fixed-capacity vector for `Copy` items, used for allocation-free state and buffers.

use serde::{Deserialize, Serialize};

/// A vector of at most `N` `Copy` items stored inline. [`FixedVec::push`] is for vectors
/// sized to fit (beyond capacity it fails in debug builds); [`FixedVec::try_push`] reports a
/// full vector to a caller that checks.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct FixedVec<T: Copy + Default, const N: usize> {
    len: u8,
    items: [T; N],
}

impl<T: Copy + Default, const N: usize> Default for FixedVec<T, N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Copy + Default, const N: usize> FixedVec<T, N> {
    /// An empty vector.
    #[inline]
    pub fn new() -> Self {
        FixedVec {
            len: 0,
            items: [T::default(); N],
        }
    }
    /// Appends `item`, where the vector is sized so that it always fits (a legal-action
    /// list, a board's tiles). Should it not, a debug build (every test of every game)
    /// fails here, loudly: an item dropped in silence would be a legal action gone from
    /// the list. A release build keeps the rules total: the item is dropped.
    #[inline]
    pub fn push(&mut self, item: T) {
        let kept = self.try_push(item);
        debug_assert!(kept, "a FixedVec of {N} is full: an item would be lost");
    }

    /// Appends `item` if there is room; `false` (and `item` dropped) when full, for
    /// callers that check (a setup read from outside, with too many items).
    #[inline]
    #[must_use]
    pub fn try_push(&mut self, item: T) -> bool {
        let len = self.len as usize;
        if len >= N || len >= u8::MAX as usize {
            return false;
        }
        self.items[len] = item;
        self.len += 1;
        true
    }
    /// Removes and returns the last item.
    pub fn pop(&mut self) -> Option<T> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        let item = self.items[self.len as usize];
        self.items[self.len as usize] = T::default();
        Some(item)
    }
    /// Removes the item at `index` (order preserved).
    pub fn remove(&mut self, index: usize) -> Option<T> {
        let len = self.len as usize;
        if index >= len {
            return None;
        }
        let item = self.items[index];
        self.items.copy_within(index + 1..len, index);
        self.items[len - 1] = T::default();
        self.len -= 1;
        Some(item)
    }
    /// Empties the vector.
    pub fn clear(&mut self) {
        for slot in &mut self.items[..self.len as usize] {
            *slot = T::default();
        }
        self.len = 0;
    }
    /// Number of items.
    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }
    /// Whether there are no items.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// The items as a slice.
    #[inline]
    pub fn as_slice(&self) -> &[T] {
        &self.items[..self.len as usize]
    }
    /// The items as a mutable slice.
    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        &mut self.items[..self.len as usize]
    }
    /// The item at `index`.
    #[inline]
    pub fn get(&self, index: usize) -> Option<&T> {
        self.as_slice().get(index)
    }
    /// Iterates over the items.
    #[inline]
    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.as_slice().iter()
    }
    /// Whether `item` is present.
    #[inline]
    pub fn contains(&self, item: &T) -> bool
    where
        T: PartialEq,
    {
        self.as_slice().contains(item)
    }
}

impl<T: Copy + Default + std::fmt::Debug, const N: usize> std::fmt::Debug for FixedVec<T, N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<T: Copy + Default + Serialize, const N: usize> Serialize for FixedVec<T, N> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.as_slice().serialize(s)
    }
}

impl<'de, T: Copy + Default + Deserialize<'de>, const N: usize> Deserialize<'de>
    for FixedVec<T, N>
{
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let items = Vec::<T>::deserialize(d)?;
        if items.len() > N {
            return Err(serde::de::Error::custom(format!("at most {N} items")));
        }
        let mut out = FixedVec::new();
        for item in items {
            out.push(item);
        }
        Ok(out)
    }
}
