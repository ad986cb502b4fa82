notify { [nope, {yes => testing}].dig(1, yes): }
