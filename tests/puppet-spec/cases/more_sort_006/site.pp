notify { String(sort('') == ''): }
