import NovelDomain

public struct NovelStore {
    public var saved: [Novel] = []
}
