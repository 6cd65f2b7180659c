//! A small drawing per monster, so a token is known at a glance in every language
//! (a name cut to a few letters was not: "SKELE" for all three skeletons). Drawn in a
//! 24-unit box centred on the origin, light on the monster's orange badge.

use leptos::prelude::*;
use rules::karak::Token;

const INK: &str = "#1f1a17";
const BONE: &str = "#f3ece2";

/// A skull: the base of the three skeletons.
fn skull() -> impl IntoView {
    view! {
        <path d="M-6 1a6 6 0 1 1 12 0v3h-3v3h-6v-3h-3z" fill=BONE stroke=INK stroke-width="1.2"/>
        <circle cx="-2.4" cy="0" r="1.7" fill=INK/>
        <circle cx="2.4" cy="0" r="1.7" fill=INK/>
    }
}

/// The icon of `token` (nothing for a chest, which has its own drawing).
#[component]
pub fn MonsterIcon(
    /// The monster's token.
    token: Token,
) -> AnyView {
    match token {
        Token::Rat => view! {
            <ellipse cx="1" cy="3" rx="7" ry="4.5" fill=BONE stroke=INK stroke-width="1.2"/>
            <circle cx="-6" cy="0" r="3.2" fill=BONE stroke=INK stroke-width="1.2"/>
            <circle cx="-7" cy="-0.5" r="0.9" fill=INK/>
            <path d="M8 4q6 0 3-8" fill="none" stroke=BONE stroke-width="1.6"/>
        }
        .into_any(),
        Token::GiantSpider => view! {
            <path d="M-3-2l-6-6M-3 0h-8M-3 2l-6 6M-3 1l-4 9M3-2l6-6M3 0h8M3 2l6 6M3 1l4 9"
                stroke=BONE stroke-width="1.6" fill="none"/>
            <circle cx="0" cy="0" r="4.5" fill=INK stroke=BONE stroke-width="1.4"/>
            <circle cx="0" cy="-5" r="2.5" fill=INK stroke=BONE stroke-width="1.2"/>
        }
        .into_any(),
        Token::Mummy => view! {
            <rect x="-5.5" y="-10" width="11" height="20" rx="5" fill=BONE stroke=INK stroke-width="1.2"/>
            <path d="M-5-3l10-2M-5 2l10-2M-5 7l10-2" stroke=INK stroke-width="1"/>
            <circle cx="-2" cy="-6" r="1.1" fill=INK/>
            <circle cx="2" cy="-6.6" r="1.1" fill=INK/>
        }
        .into_any(),
        Token::SkeletonTurnkey => view! {
            <g transform="translate(-3 2)">{skull()}</g>
            <circle cx="7" cy="-7" r="3" fill="none" stroke="#f0e442" stroke-width="1.8"/>
            <path d="M7-4v11M7 3h3M7 6h3" stroke="#f0e442" stroke-width="1.8"/>
        }
        .into_any(),
        Token::SkeletonWarrior => view! {
            <path d="M-10 10L8-8" stroke="#d0d0d8" stroke-width="2.4"/>
            <path d="M3-9l6 6" stroke=INK stroke-width="1.5"/>
            <g transform="translate(1 2)">{skull()}</g>
        }
        .into_any(),
        Token::SkeletonKing => view! {
            <path d="M-7-6l2-6 3 4 2-5 2 5 3-4 2 6z" fill="#f0e442" stroke=INK stroke-width="1"/>
            <g transform="translate(0 3)">{skull()}</g>
        }
        .into_any(),
        Token::Fallen => view! {
            <path d="M0-11c7 3 9 12 8 21h-16c-1-9 1-18 8-21z" fill="#3a2b45" stroke=BONE stroke-width="1.2"/>
            <circle cx="-2.5" cy="-1" r="1.4" fill="#9ef0ff"/>
            <circle cx="2.5" cy="-1" r="1.4" fill="#9ef0ff"/>
        }
        .into_any(),
        Token::Dragon => view! {
            <path d="M-11 8l5-17 4 8 2-10 4 9 7-6-3 16z" fill="#7a2c16" stroke=BONE stroke-width="1.3"/>
            <circle cx="4" cy="1" r="1.3" fill="#f0e442"/>
        }
        .into_any(),
        Token::Chest => ().into_any(),
    }
}
