import DesignSystem
import NovelAPI
import NovelDomain

@main
struct ReaderApp {
    let client = NovelAPIClient()
    let theme = Theme()

    static func main() {}
}
