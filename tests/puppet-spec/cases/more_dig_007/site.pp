    $result = [nope, {yes => testing}].dig(1, no, 2)
    notify { "test${result}ing": }
