Integer[0].new("-100")
