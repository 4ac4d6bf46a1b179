import SDWebImage

struct GalleryTests {}
