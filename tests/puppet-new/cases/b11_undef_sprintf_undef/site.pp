notify { sprintf('[%s]', undef): }
