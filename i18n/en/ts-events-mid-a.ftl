# Twilight Struggle: questions, answers and log lines of the Mid War events #36-#58.
