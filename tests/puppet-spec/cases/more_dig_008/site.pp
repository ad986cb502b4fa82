    $result = [nope, {yes => testing}].dig(1, yes, 2)
    notify { "test${result}ing": }
