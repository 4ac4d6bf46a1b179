struct Handwritten {}
