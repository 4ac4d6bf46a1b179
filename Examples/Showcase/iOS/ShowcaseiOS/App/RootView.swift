#if canImport(SwiftUI)
import ShowcaseRouting
import SwiftUI

/// The tabs, each a `NavigationStack` over the router's path for that tab; the factory
/// turns routes into screens.
struct RootView: View {
    let factory: ScreenFactory
    @StateObject private var router: TabRouter

    init(factory: ScreenFactory) {
        self.factory = factory
        _router = StateObject(wrappedValue: TabRouter(firstTab: factory.tabs.first, links: factory.composition.links))
    }

    var body: some View {
        TabView(selection: $router.selectedTab) {
            ForEach(factory.tabs, id: \.id) { tab in
                NavigationStack(path: path(for: tab)) {
                    factory.rootView(for: tab, push: router.push)
                        .navigationDestination(for: ShowcaseRoute.self) { route in
                            factory.destination(for: route, push: router.push, pop: router.pop)
                        }
                }
                .tabItem { Label(tab.title, systemImage: factory.symbolName(for: tab)) }
                .tag(tab.id)
            }
        }
        .safeAreaInset(edge: .top) {
            if !factory.notes.isEmpty {
                Text(factory.notes.joined(separator: "\n"))
                    .font(.footnote)
                    .padding(8)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(Color(uiColor: .secondarySystemBackground))
            }
        }
        .onOpenURL(perform: router.open)
        .alert(
            "リンクを開けません",
            isPresented: Binding(get: { router.linkError != nil }, set: { if !$0 { router.linkErrorDidDismiss() } }),
            presenting: router.linkError
        ) { _ in
            Button("OK", role: .cancel) {}
        } message: { message in
            Text(message)
        }
    }

    private func path(for tab: ShowcaseTab) -> Binding<[ShowcaseRoute]> {
        Binding(
            get: { router.paths[tab.id] ?? [] },
            set: { router.paths[tab.id] = $0 }
        )
    }
}
#endif
