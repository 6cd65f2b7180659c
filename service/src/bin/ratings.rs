//! `ratings`: recomputes every account's rating from the stored history of rated games
//! and compares it with what is stored (issue 43: "Ratings can be recomputed from the
//! game history alone, and the recomputation equals the stored ratings").
//!
//! `cargo run -p service --bin ratings -- --db data/karak.db` (or a PostgreSQL URL);
//! `make ratings-check` runs it on the development database. Exits 1 on a difference.

use clap::Parser;

/// Recompute the ratings from the history and compare them with the stored ones.
#[derive(Debug, Parser)]
#[command(version, about)]
struct Args {
    /// The database: a SQLite file or a postgres:// URL, as the server's `--db`.
    #[arg(long, env = "KARAK_DB", default_value = "data/karak.db")]
    db: String,
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> std::process::ExitCode {
    let args = Args::parse();
    let db = match service::Db::connect(&service::DbTarget::parse(&args.db)).await {
        Ok(db) => db,
        Err(e) => {
            eprintln!("ratings: cannot open {}: {e}", args.db);
            return std::process::ExitCode::from(2);
        }
    };
    let report = match service::Service::new(db).recompute_ratings().await {
        Ok(report) => report,
        Err(e) => {
            eprintln!("ratings: cannot read the history: {e}");
            return std::process::ExitCode::from(2);
        }
    };
    println!(
        "{} rated games replayed, {} ratings compared, {} differences",
        report.games,
        report.ratings,
        report.differences.len()
    );
    for difference in &report.differences {
        println!("  {difference}");
    }
    if report.differences.is_empty() {
        std::process::ExitCode::SUCCESS
    } else {
        std::process::ExitCode::FAILURE
    }
}
