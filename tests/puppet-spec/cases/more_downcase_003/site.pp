notify { 'ÅÄÖ'.downcase: }
