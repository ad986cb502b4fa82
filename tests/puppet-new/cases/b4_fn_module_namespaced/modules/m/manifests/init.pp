class m { notice(m::double(2)) }
