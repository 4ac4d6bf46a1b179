public struct Events {}
