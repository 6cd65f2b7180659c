//! The stylesheet's blocks are closed. A media block left open at the end is valid
//! CSS (the parser closes it at the end of the file), so no tool complains: every
//! rule after it then applied on small screens only, which left the history and
//! replay pages unstyled on tablets and desks.

#[test]
fn every_block_of_the_stylesheet_is_closed_where_it_should_be() {
    let css = include_str!("../../style/main.css");
    let mut depth = 0i32;
    let mut in_comment = false;
    let mut chars = css.chars().peekable();
    let mut line = 1;
    while let Some(c) = chars.next() {
        match c {
            '\n' => line += 1,
            '/' if !in_comment && chars.peek() == Some(&'*') => {
                chars.next();
                in_comment = true;
            }
            '*' if in_comment && chars.peek() == Some(&'/') => {
                chars.next();
                in_comment = false;
            }
            '{' if !in_comment => depth += 1,
            '}' if !in_comment => {
                depth -= 1;
                assert!(depth >= 0, "line {line}: a '}}' closes nothing");
            }
            _ => {}
        }
    }
    assert!(!in_comment, "a comment is never closed");
    assert_eq!(
        depth, 0,
        "{depth} block(s) still open at the end of the file"
    );
    // The page-wide sections start at the top level: a comment heading of the form
    // `/* ---------- … ---------- */` must not sit inside a block.
    let mut depth = 0i32;
    for (n, l) in css.lines().enumerate() {
        if l.starts_with("/* ----------") {
            assert_eq!(depth, 0, "line {}: a section starts inside a block", n + 1);
        }
        let code = l.split("/*").next().unwrap_or("");
        depth += code.matches('{').count() as i32 - code.matches('}').count() as i32;
    }
}
