/// Sourcery's marker protocol: every protocol inheriting it, directly or not, gets a mock.
public protocol AutoMockable {}
