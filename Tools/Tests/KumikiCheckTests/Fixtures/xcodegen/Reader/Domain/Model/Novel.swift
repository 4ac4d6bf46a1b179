struct Novel { let title: String }
