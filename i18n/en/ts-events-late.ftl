# Twilight Struggle: questions, answers and log lines of the Late War events (#82-#102, #109, #110).
