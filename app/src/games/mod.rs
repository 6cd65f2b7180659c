//! The games, each in a folder of its own (`games/<kind>/`: its table, replay panel,
//! setup form part, server functions to create games, translations). A game implements
//! the shell's contracts on its rules type: [`crate::i18n::game_texts::GameTexts`] (its
//! words) and [`crate::components::game_ui::GameUi`] (its table and replay). The shell
//! finds it by its kind through [`protocol::for_kind!`]; nothing outside this folder
//! names a game.

pub mod goblin;
pub mod karak;
pub mod karak2;
