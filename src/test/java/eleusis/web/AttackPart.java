package eleusis.web;

/** One category of the attack campaign: it plays against the campaign's server through the campaign's client. */
abstract class AttackPart {
    final AttackCampaign a;
    final Classroom c;

    AttackPart(AttackCampaign a) {
        this.a = a;
        this.c = a.c;
    }
}
