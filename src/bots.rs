//! TEMPORARY stand-in until the worker branch lands: same API, thinks on the main thread.
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct BotRequest {
    pub id: u32,
    pub game: String,
    pub record: serde_json::Value,
    pub seat: u8,
    pub level: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct BotReply {
    pub id: u32,
    pub result: Result<String, String>,
    pub think_ms: f64,
}

pub fn think(req: &BotRequest) -> Result<String, String> {
    use islas_core::{Game, Record};
    let record: Record<islas_port_royal::Config> =
        serde_json::from_value(req.record.clone()).map_err(|e| e.to_string())?;
    let game: islas_port_royal::PortRoyal =
        islas_core::replay(&record).map_err(|e| e.to_string())?;
    let level = islas_ai::Level::from_id(&req.level).ok_or("level")?;
    let seed = record.seed.value() ^ (record.actions.len() as u64) << 8 ^ u64::from(req.seat);
    let mut bot = islas_ai::port_royal::bot(level, seed);
    let _ = game.players();
    bot.choose(&game, req.seat)
        .map(|a| a.to_string())
        .ok_or_else(|| "not to act".to_string())
}

#[derive(Default)]
pub struct BotWorker;

impl BotWorker {
    pub fn new() -> BotWorker {
        BotWorker
    }
    pub fn ask(&self, req: BotRequest, done: impl FnOnce(BotReply) + 'static) {
        let result = think(&req);
        let reply = BotReply {
            id: req.id,
            result,
            think_ms: 0.0,
        };
        leptos::prelude::request_animation_frame(move || done(reply));
    }
    pub fn cancel(&self) {}
}
