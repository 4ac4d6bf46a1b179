import Domain
import Infrastructure
import Presentation
