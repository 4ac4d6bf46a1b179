import DesignKit

public struct Basket {}
