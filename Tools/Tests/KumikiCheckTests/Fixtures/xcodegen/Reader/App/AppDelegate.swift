import ReaderKit
import Swinject

struct AppDelegate {
    let formatter = Formatter()
}
