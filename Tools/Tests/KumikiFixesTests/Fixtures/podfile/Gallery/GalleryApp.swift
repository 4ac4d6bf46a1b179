import SDWebImage
import SDWebImageSwiftUI

struct GalleryApp {}
