# Twilight Struggle: questions, answers and log lines of the Early War events (#1-#35, #103-#106).
