notice(r12k::slug('Hello World, Again!'))
