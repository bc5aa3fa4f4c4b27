# Table layer: lobby, seats, moves, undo, concede, abort.
