//! Registers `kumiki lsp` as a language server for Swift files in Zed, beside sourcekit-lsp.

use zed_extension_api as zed;

struct KumikiExtension;

impl zed::Extension for KumikiExtension {
    fn new() -> Self {
        KumikiExtension
    }

    /// `kumiki lsp`, with `kumiki` found on the worktree's PATH.
    fn language_server_command(
        &mut self,
        _language_server_id: &zed::LanguageServerId,
        worktree: &zed::Worktree,
    ) -> zed::Result<zed::Command> {
        let command = worktree
            .which("kumiki")
            .ok_or_else(|| "kumiki is not on PATH: install it (see Kumiki's README) and restart Zed".to_string())?;
        Ok(zed::Command {
            command,
            args: vec!["lsp".into()],
            env: Default::default(),
        })
    }
}

zed::register_extension!(KumikiExtension);
