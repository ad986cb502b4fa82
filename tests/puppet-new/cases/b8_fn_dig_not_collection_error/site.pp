$result = [nope, {yes => testing}].dig(1, yes, 2)
notice("test${result}ing")
