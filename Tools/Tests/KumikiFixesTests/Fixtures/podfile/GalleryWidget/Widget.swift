import Alamofire
import SDWebImage

struct GalleryWidget {}
