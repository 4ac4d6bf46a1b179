// Generated, and left out of the target by `excluding:`.
enum Endpoints {}
