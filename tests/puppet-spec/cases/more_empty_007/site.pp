notify { String(empty('')): }
