//! What Karak tells the crate's tools beside its rules: nothing more than wins (its
//! components are printed, not ours to list).

use super::Karak;
use crate::Report;

impl Report for Karak {}
