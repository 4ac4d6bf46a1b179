"""kumiki lsp driven by pytest-lsp's client (pygls), announcing the capabilities of real editors.

The session is the one the issue names: open a document, type a forbidden import, see its
diagnostic, delete it, see it cleared, then break and fix .kumiki.yml.
"""

import ast
import asyncio
import pathlib

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from conftest import KUMIKI, VIEW_MODEL

TIMEOUT = 10


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[KUMIKI, "lsp", "--no-cache"]))
async def client(lsp_client: LanguageClient):
    registrations: list[types.Registration] = []

    # As an editor does: accept the server's request to watch .kumiki.yml and Swift files.
    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register_capability(params: types.RegistrationParams):
        registrations.extend(params.registrations)

    lsp_client.registrations = registrations
    yield
    await lsp_client.shutdown_session()


async def diagnostics_for(client: LanguageClient, uri: str, settled) -> list[types.Diagnostic]:
    """Waits until the diagnostics last published for `uri` satisfy `settled`."""

    async def wait():
        while uri not in client.diagnostics or not settled(client.diagnostics[uri]):
            await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        return list(client.diagnostics[uri])

    return await asyncio.wait_for(wait(), TIMEOUT)


async def wait_until(condition):
    while not condition():
        await asyncio.sleep(0.01)


def insert(uri: str, version: int, line: int, text: str) -> types.DidChangeTextDocumentParams:
    position = types.Position(line=line, character=0)
    return types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
        content_changes=[
            types.TextDocumentContentChangePartial(range=types.Range(start=position, end=position), text=text)
        ],
    )


def delete_line(uri: str, version: int, line: int) -> types.DidChangeTextDocumentParams:
    return types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
        content_changes=[
            types.TextDocumentContentChangePartial(
                range=types.Range(
                    start=types.Position(line=line, character=0), end=types.Position(line=line + 1, character=0)
                ),
                text="",
            )
        ],
    )


@pytest.mark.parametrize("editor", ["visual-studio-code", "neovim"])
async def test_a_forbidden_import_appears_as_typed_and_clears_when_deleted(
    client: LanguageClient, project: pathlib.Path, editor: str
):
    result = await client.initialize_session(
        types.InitializeParams(capabilities=client_capabilities(editor), root_uri=project.as_uri())
    )
    assert result.server_info.name == "kumiki"
    assert result.capabilities.hover_provider
    if editor == "visual-studio-code":
        # VS Code offers dynamic registration of watched files; kumiki asks for its files.
        await asyncio.wait_for(wait_until(lambda: client.registrations), TIMEOUT)
        assert client.registrations[0].method == "workspace/didChangeWatchedFiles"
        patterns = [w["globPattern"] for w in client.registrations[0].register_options["watchers"]]
        assert "**/.kumiki.yml" in patterns

    uri = (project / "ViewModel" / "ProductViewModel.swift").as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=1, text=VIEW_MODEL)
        )
    )
    assert await diagnostics_for(client, uri, lambda found: True) == []

    # Typed, not saved: the file on disk never changes.
    client.text_document_did_change(insert(uri, 2, 0, "import UIKit\n"))
    found = await diagnostics_for(client, uri, lambda found: len(found) > 0)
    assert [d.code for d in found] == ["forbidden-import"]
    assert found[0].range.start.line == 0
    assert found[0].code_description.href.endswith("Rules.md#forbidden-import")
    assert "The ViewModel layer may depend on: Repository" in found[0].related_information[0].message

    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=0, character=9))
    )
    assert "must not be imported by the ViewModel layer" in hover.contents.value

    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=found[0].range,
            context=types.CodeActionContext(diagnostics=found),
        )
    )
    assert [a.title for a in actions][0].startswith("Suppress")

    client.text_document_did_change(delete_line(uri, 3, 0))
    assert await diagnostics_for(client, uri, lambda found: len(found) == 0) == []


async def test_an_edited_configuration_rechecks_open_documents_and_an_invalid_one_shows_on_itself(
    client: LanguageClient, project: pathlib.Path
):
    await client.initialize_session(
        types.InitializeParams(capabilities=client_capabilities("neovim"), root_uri=project.as_uri())
    )
    uri = (project / "ViewModel" / "ProductViewModel.swift").as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id="swift", version=1, text="import UIKit\n" + VIEW_MODEL
            )
        )
    )
    assert [d.code for d in await diagnostics_for(client, uri, lambda found: len(found) > 0)] == ["forbidden-import"]

    configuration = project / ".kumiki.yml"
    changed = types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=configuration.as_uri(), type=types.FileChangeType.Changed)]
    )
    configuration.write_text("preset: mvvm-repository\nlayers: [\n")
    client.workspace_did_change_watched_files(changed)
    problem = await diagnostics_for(client, configuration.as_uri(), lambda found: len(found) > 0)
    assert "last valid configuration stays in force" in problem[0].message
    assert [d.code for d in client.diagnostics[uri]] == ["forbidden-import"]

    configuration.write_text("preset: mvvm-repository\nrules:\n  forbidden-import: off\n")
    client.workspace_did_change_watched_files(changed)
    assert await diagnostics_for(client, uri, lambda found: len(found) == 0) == []
    # Published after the document's: waited for, not read at once.
    assert await diagnostics_for(client, configuration.as_uri(), lambda found: len(found) == 0) == []


async def test_bad_input_is_answered_and_the_session_goes_on(client: LanguageClient, project: pathlib.Path):
    await client.initialize_session(
        types.InitializeParams(capabilities=client_capabilities("visual-studio-code"), root_uri=project.as_uri())
    )
    with pytest.raises(Exception) as unknown:
        await asyncio.wait_for(client.protocol.send_request_async("kumiki/noSuchMethod", {}), TIMEOUT)
    assert "-32601" in str(unknown.value) or "does not handle" in str(unknown.value)

    outside = "file:///somewhere/else/Thing.swift"
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=outside, language_id="swift", version=1, text="import UIKit\n")
        )
    )
    huge = (project / "ViewModel" / "Generated.swift").as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=huge, language_id="swift", version=1, text="// 組木 generated\n" * 300_000
            )
        )
    )
    found = await diagnostics_for(client, huge, lambda found: len(found) > 0)
    assert "too large to check as you type" in found[0].message

    # Still serving: a forbidden import in a normal document is reported.
    uri = (project / "ViewModel" / "ProductViewModel.swift").as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=1, text="import SwiftUI\n" + VIEW_MODEL)
        )
    )
    assert [d.code for d in await diagnostics_for(client, uri, lambda found: len(found) > 0)] == ["forbidden-import"]
    assert outside not in client.diagnostics or list(client.diagnostics[outside]) == []


async def test_two_projects_under_one_workspace_each_use_their_own_configuration_and_baseline(
    client: LanguageClient, tmp_path: pathlib.Path
):
    # A monorepo opened at its root: two apps, each with its .kumiki.yml; the second accepts the
    # finding in its own baseline, as `kumiki check` run in that app would.
    typed = "import UIKit\n" + VIEW_MODEL
    for app in ["shop", "admin"]:
        (tmp_path / "apps" / app / "ViewModel").mkdir(parents=True)
        (tmp_path / "apps" / app / ".kumiki.yml").write_text("preset: mvvm-repository\n")
        (tmp_path / "apps" / app / "ViewModel" / "ProductViewModel.swift").write_text(typed)
    (tmp_path / "apps" / "admin" / ".kumiki-baseline.json").write_text(
        '{"version": 1, "entries": [{"rule": "forbidden-import", "file": "ViewModel/ProductViewModel.swift",'
        ' "symbol": "UIKit", "count": 1}]}'
    )
    await client.initialize_session(
        types.InitializeParams(
            capabilities=client_capabilities("visual-studio-code"),
            root_uri=tmp_path.as_uri(),
            workspace_folders=[types.WorkspaceFolder(uri=tmp_path.as_uri(), name="monorepo")],
        )
    )
    uris = {app: (tmp_path / "apps" / app / "ViewModel" / "ProductViewModel.swift").as_uri() for app in ["shop", "admin"]}
    for uri in uris.values():
        client.text_document_did_open(
            types.DidOpenTextDocumentParams(
                text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=1, text=typed)
            )
        )
    shop = await diagnostics_for(client, uris["shop"], lambda found: len(found) > 0)
    assert [d.code for d in shop] == ["forbidden-import"]
    assert shop[0].related_information[0].location.uri == (tmp_path / "apps" / "shop" / ".kumiki.yml").as_uri()
    assert await diagnostics_for(client, uris["admin"], lambda found: True) == []

    # The shop's rules change; the admin app is untouched.
    shop_configuration = tmp_path / "apps" / "shop" / ".kumiki.yml"
    shop_configuration.write_text("preset: mvvm-repository\nrules:\n  forbidden-import: off\n")
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(
            changes=[types.FileEvent(uri=shop_configuration.as_uri(), type=types.FileChangeType.Changed)]
        )
    )
    assert await diagnostics_for(client, uris["shop"], lambda found: len(found) == 0) == []


@pytest.mark.parametrize("editor", ["visual-studio-code", "neovim"])
async def test_the_fix_of_an_undeclared_dependency_is_saved_and_the_finding_goes_without_the_editor_saving(
    client: LanguageClient, tmp_path: pathlib.Path, editor: str
):
    manifest = tmp_path / "Package.swift"
    manifest.write_text(
        "// swift-tools-version: 5.9\n"
        "import PackageDescription\n\n"
        "let package = Package(\n"
        '    name: "Shop",\n'
        "    targets: [\n"
        '        .target(name: "App", dependencies: [\n'
        '            "Util",\n'
        "        ]),\n"
        '        .target(name: "Net"),\n'
        '        .target(name: "Util"),\n'
        "    ]\n"
        ")\n"
    )
    (tmp_path / ".kumiki.yml").write_text("preset: mvvm-repository\n")
    for target, text in [("App", "import Net\nimport Util\nstruct Shop {}\n"), ("Net", "public struct Client {}\n"), ("Util", "public struct Format {}\n")]:
        (tmp_path / "Sources" / target).mkdir(parents=True)
        (tmp_path / "Sources" / target / f"{target}.swift").write_text(text)
    applied: list[types.ApplyWorkspaceEditParams] = []

    # An editor with auto-save off leaves an edit of a file that is not open unsaved: the server must not rely on one.
    @client.feature(types.WORKSPACE_APPLY_EDIT)
    def apply_edit(params: types.ApplyWorkspaceEditParams):
        applied.append(params)
        return types.ApplyWorkspaceEditResult(applied=False)

    await client.initialize_session(
        types.InitializeParams(capabilities=client_capabilities(editor), root_uri=tmp_path.as_uri())
    )
    uri = (tmp_path / "Sources" / "App" / "App.swift").as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id="swift", version=1, text=(tmp_path / "Sources" / "App" / "App.swift").read_text()
            )
        )
    )
    found = await diagnostics_for(client, uri, lambda found: len(found) > 0)
    assert [d.code for d in found] == ["undeclared-dependency"]

    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri), range=found[0].range, context=types.CodeActionContext(diagnostics=found)
        )
    )
    fix = actions[0]
    assert fix.title == 'Add "Net" to the dependencies of the target App (Package.swift)'
    # pygls 2 reads `(Command | CodeAction)[]` as a Command whose `command` is the action's command, printed.
    command = fix.command if isinstance(fix.command, types.Command) else ast.literal_eval(str(fix.command))
    command = command if isinstance(command, dict) else {"command": command.command, "arguments": command.arguments}
    assert command["command"] == "kumiki.applyFix"
    await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command=command["command"], arguments=command["arguments"])
    )
    assert await diagnostics_for(client, uri, lambda found: len(found) == 0) == []
    assert applied == []
    assert '            "Util",\n            "Net",\n        ]),' in manifest.read_text()
