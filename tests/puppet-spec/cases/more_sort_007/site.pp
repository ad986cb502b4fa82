notify { String(sort([]) == []): }
