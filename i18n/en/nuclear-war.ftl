# Nuclear War (base game).
