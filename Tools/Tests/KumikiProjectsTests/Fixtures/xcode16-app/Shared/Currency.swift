enum Currency: String {
    case yen = "JPY"
}
