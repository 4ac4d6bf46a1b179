// In the group "Home Feature", whose path is Features/Home.
struct HomeFeature {}
