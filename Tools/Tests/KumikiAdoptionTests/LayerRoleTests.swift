import Testing
@testable import KumikiAdoption

@Suite("LayerRole")
struct LayerRoleTests {
    @Test("folder names teams use name their roles, whatever the case and number; other names name none")
    func vocabulary() {
        #expect(LayerRole(folderName: "UI") == .view)
        #expect(LayerRole(folderName: "Interactors") == .useCase)
        #expect(LayerRole(folderName: "repositories") == .data)
        #expect(LayerRole(folderName: "DependencyInjection") == .app)
        #expect(LayerRole(folderName: "Utilities") == .utility)
        #expect(LayerRole(folderName: "Core") == nil)
        // A screen's cells are part of that screen.
        #expect(LayerRole(folderName: "Cell") == nil)
        #expect(LayerRole(folderName: "Cells") == nil)
        #expect(LayerRole(folderName: "Supporting Files") == .utility)
        #expect(LayerRole(folderName: "CountriesSwiftUI") == nil)
        #expect(LayerRole.app < LayerRole.view && LayerRole.view < LayerRole.entity)
    }
}
