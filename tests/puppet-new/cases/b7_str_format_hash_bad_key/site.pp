notice(String(18, {'Integer' => '%x'}))
