notify { join([1,2,[3,4]]): }
