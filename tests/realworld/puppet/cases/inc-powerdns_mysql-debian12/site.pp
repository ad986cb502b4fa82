include powerdns::mysql
