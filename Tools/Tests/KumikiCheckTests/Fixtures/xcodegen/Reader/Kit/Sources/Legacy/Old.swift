public struct Old {}
