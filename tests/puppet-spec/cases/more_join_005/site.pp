notify { join([1,2,{a => [3,4]}]): }
