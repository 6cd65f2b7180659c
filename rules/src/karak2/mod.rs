//! **Karak 2**: heroes explore a landscape of hexagonal tiles around Karak Castle, fight monster
//! armies with their hero die and an army of unit dice, gather food, wood and stone, build a
//! city, recruit, and gather soul stones until someone defeats the Dark General.
//!
//! Built chapter by chapter on the game contract; so far the components ([`data`]) and the
//! landscape's geometry ([`hex`]).

pub mod data;
pub mod hex;
