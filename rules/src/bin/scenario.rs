//! Runs scenario files of any game: `cargo run -p rules --bin scenario -- FILE_OR_DIR...`.
//! Directories are searched recursively for `*.json`. A file's game is the nearest folder
//! of its path named after a game (`scenarios/goblin/…`, `scenarios/karak2/…`; Karak
//! otherwise). Prints PASS/FAIL per file and exits with status 1 when any scenario fails
//! (2 on bad usage).

use rules::Game;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

fn collect(path: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    if path.is_dir() {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(path)?
            .map(|e| e.map(|e| e.path()))
            .collect::<Result<_, _>>()?;
        entries.sort();
        for e in entries {
            if e.is_dir() || e.extension().is_some_and(|x| x == "json") {
                collect(&e, out)?;
            }
        }
    } else {
        out.push(path.to_path_buf());
    }
    Ok(())
}

/// The game whose scenario `path` is: the nearest folder named after a game's kind.
fn game_of(path: &Path) -> &'static str {
    let kinds = [
        rules::karak::Karak::KIND,
        rules::goblin::Goblin::KIND,
        rules::karak2::Karak2::KIND,
    ];
    path.ancestors()
        .skip(1)
        .filter_map(|dir| dir.file_name()?.to_str())
        .find_map(|name| kinds.into_iter().find(|kind| *kind == name))
        .unwrap_or(rules::karak::Karak::KIND)
}

/// Plays the scenario in `path`; answers its number of steps.
fn run_file(path: &Path) -> Result<usize, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read: {e}"))?;
    match game_of(path) {
        rules::goblin::Goblin::KIND => {
            let scenario = rules::goblin::scenario::Scenario::from_json(&text)?;
            scenario.run()?;
            Ok(scenario.steps.len())
        }
        rules::karak2::Karak2::KIND => {
            let scenario = rules::karak2::scenario::Scenario::from_json(&text)?;
            scenario.run()?;
            Ok(scenario.steps.len())
        }
        _ => rules::karak::scenario::Scenario::from_json(&text)?.run(),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() || args.iter().any(|a| a == "-h" || a == "--help") {
        eprintln!(
            "usage: scenario FILE_OR_DIR...  (directories: every *.json inside, recursively)"
        );
        return ExitCode::from(2);
    }
    let mut files = Vec::new();
    for a in &args {
        if let Err(e) = collect(Path::new(a), &mut files) {
            eprintln!("{a}: {e}");
            return ExitCode::from(2);
        }
    }
    let mut failed = 0;
    for f in &files {
        match run_file(f) {
            Ok(n) => println!("PASS {} {} ({n} steps)", game_of(f), f.display()),
            Err(e) => {
                failed += 1;
                println!("FAIL {}: {e}", f.display());
            }
        }
    }
    println!(
        "{} scenarios, {} passed, {failed} failed",
        files.len(),
        files.len() - failed
    );
    if failed > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
