struct ArticleDTO: Decodable {
    let id: Int
    let title: String

    var article: Article { Article(id: id, title: title) }
}
