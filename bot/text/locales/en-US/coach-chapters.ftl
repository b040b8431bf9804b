# The chapters of Foster's book on play that the coach's rules come from
# (engine/robot_rules.py, Chapter), named before each reason: "Foster (Coming In): ...".
coach-chapter-coming-in = Coming In
coach-chapter-jack-pots = Coming into Jack-Pots
coach-chapter-raising = Raising the Ante
coach-chapter-drawing = Drawing to Improve
coach-chapter-betting = Betting
coach-chapter-calling = Calling and Raising
coach-chapter-bluffing = Bluffing
coach-chapter-straight = Straight Poker
coach-chapter-stud = Stud Poker
coach-chapter-whisky = Whiskey Poker
